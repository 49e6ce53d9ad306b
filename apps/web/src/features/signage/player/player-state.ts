import { useEffect, useState } from 'react';
import { deviceSignageEndpoints, signageProgram, type SignageProgram } from '@cinema/contracts';
import { deviceCall, deviceStream } from '../../../api/device-client.js';
import { keys } from '../../../api/storage.js';

// The player's state (docs/signage.md, "the player"): the device token, read once from `?token=` and kept; the
// last program, kept so a player restarted while the server is unreachable shows it again; re-read whenever the
// push stream (re)connects or says `changed`, and every few minutes besides. Failures are silent on screen.

const RENEW_EVERY_MS = 6 * 3600_000;
const REFRESH_EVERY_MS = 5 * 60_000;

/** The token from the address (then taken out of it, so it is not left in the history), else the stored one. */
export function takeToken(location: Location = window.location): string | null {
  const url = new URL(location.href);
  const given = url.searchParams.get('token');
  if (given) {
    localStorage.setItem(keys.signageToken, given);
    url.searchParams.delete('token');
    window.history.replaceState(null, '', url.pathname + url.search);
  }
  return localStorage.getItem(keys.signageToken);
}

export function cachedProgram(): SignageProgram | null {
  try {
    const parsed = signageProgram.safeParse(JSON.parse(localStorage.getItem(keys.signageProgram) ?? 'null'));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

const tokenNow = () => localStorage.getItem(keys.signageToken);

/** The program to show: the cached one at once, then the server's, kept fresh by the stream. */
export function useProgram(hasToken: boolean) {
  const [program, setProgram] = useState<SignageProgram | null>(cachedProgram);
  useEffect(() => {
    if (!hasToken) return;
    let alive = true;
    const load = async () => {
      const token = tokenNow();
      if (!token) return;
      try {
        const fresh = await deviceCall(deviceSignageEndpoints.program, token);
        if (!alive) return;
        localStorage.setItem(keys.signageProgram, JSON.stringify(fresh));
        setProgram(fresh);
      } catch {
        // Unreachable or refused: the last program stays on screen.
      }
    };
    const renew = async () => {
      const token = tokenNow();
      if (!token) return;
      try {
        const next = await deviceCall(deviceSignageEndpoints.token, token);
        localStorage.setItem(keys.signageToken, next.token);
      } catch {
        // Tried again at the next turn; the token lasts twelve hours.
      }
    };
    void load();
    void renew();
    const stop = deviceStream(deviceSignageEndpoints.stream, tokenNow, { onEvent: () => void load() });
    const refresh = setInterval(() => void load(), REFRESH_EVERY_MS);
    const renewal = setInterval(() => void renew(), RENEW_EVERY_MS);
    return () => {
      alive = false;
      stop();
      clearInterval(refresh);
      clearInterval(renewal);
    };
  }, [hasToken]);
  return program;
}

/** The clock the player turns its slides and windows by, once a second. */
export function useNow(stepMs = 1000) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), stepMs);
    return () => clearInterval(timer);
  }, [stepMs]);
  return now;
}
