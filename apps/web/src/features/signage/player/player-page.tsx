import { useState } from 'react';
import { PlayerView } from './player-view.js';
import { takeToken, useNow, useProgram } from './player-state.js';

/**
 * /player: what a signage device opens, full screen, with its device token once in the address
 * (`/player?token=…`, docs/signage.md). No login form and nothing of the console around it.
 */
export default function PlayerPage() {
  const [token] = useState(() => takeToken());
  const program = useProgram(!!token);
  const now = useNow();
  if (!program)
    return (
      <div
        className="player-setup"
        role="status"
        style={{ padding: 48, color: '#8b949e', background: '#0d1117', height: '100vh' }}
      >
        {token ? '' : 'サイネージ端末のトークンが設定されていません。/player?token=… で開いてください。'}
      </div>
    );
  return <PlayerView program={program} now={now} />;
}
