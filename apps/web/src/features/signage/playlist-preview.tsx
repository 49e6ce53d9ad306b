import { useQuery } from '@tanstack/react-query';
import { Alert, Modal, Spin } from 'antd';
import { signagePlaylistEndpoints, type SignagePlaylist } from '@cinema/contracts';
import { endpointQuery } from '../../api/query.js';
import { PlayerView } from './player/player-view.js';
import { useNow } from './player/player-state.js';
import { signageKeys } from './signage-queries.js';

/** プレビュー: the player itself, small, on the program a device of this playlist gets (cinema-wide messages). */
export function PlaylistPreview({ playlist, onClose }: { playlist: SignagePlaylist | null; onClose: () => void }) {
  const id = playlist?.id ?? 0;
  const program = useQuery({
    ...endpointQuery(signageKeys.detail(['preview', id]), signagePlaylistEndpoints.preview, { params: { id } }),
    enabled: !!playlist,
    refetchInterval: 30_000,
  });
  const now = useNow();
  return (
    <Modal
      title={`プレビュー：${playlist?.name ?? ''}`}
      open={!!playlist}
      onCancel={onClose}
      footer={null}
      width={760}
      destroyOnHidden
    >
      {program.isError && <Alert type="error" showIcon message="プレビューを読み込めませんでした。" />}
      {program.data ? (
        <div data-testid="playlist-preview">
          <PlayerView program={program.data} now={now} preview />
        </div>
      ) : (
        !program.isError && <Spin />
      )}
    </Modal>
  );
}
