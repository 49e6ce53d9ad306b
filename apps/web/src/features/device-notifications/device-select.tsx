import { Select, type SelectProps } from 'antd';
import { useDeviceOptions } from '../../entities/devices/device-queries.js';
import { kanaSearch } from '../../lib/option-search.js';

/** The devices of the session's scope, of one cinema when given; named with their cinema otherwise. */
export function DeviceSelect({ cinemaId, ...props }: SelectProps<number> & { cinemaId?: number }) {
  const { data, isLoading } = useDeviceOptions(cinemaId);
  return (
    <Select<number>
      showSearch={kanaSearch}
      loading={isLoading}
      options={(data ?? []).map((d) => ({
        value: d.id,
        label: cinemaId ? `${d.name}（${d.code}）` : `${d.cinemaName} ${d.name}（${d.code}）`,
      }))}
      {...props}
    />
  );
}
