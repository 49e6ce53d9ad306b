import { Checkbox, Col, Row } from 'antd';
import { brandModules, moduleLabels, type ModuleMap } from '@cinema/contracts';

/** The modules a brand has switched on (its moduleMap), as a grid of checkboxes. */
export function ModuleSwitches({
  value = {},
  onChange,
  disabled,
}: {
  value?: ModuleMap;
  onChange?: (v: ModuleMap) => void;
  disabled?: boolean;
}) {
  return (
    <Row gutter={[8, 8]}>
      {brandModules.map((m) => (
        <Col xs={12} md={6} key={m}>
          <Checkbox
            checked={!!value[m]}
            disabled={disabled}
            onChange={(e) => onChange?.({ ...value, [m]: e.target.checked })}
          >
            {moduleLabels[m]}
          </Checkbox>
        </Col>
      ))}
    </Row>
  );
}
