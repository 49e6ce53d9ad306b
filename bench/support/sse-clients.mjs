// Signage players for bench/signage.mjs, in a process of their own: one push-stream connection per device token
// (argv: the server's address, then the tokens); prints `<event> <player> <ms since epoch>` for every event, and
// `program <player> <ms>` once it has read its program again after a `changed`, as the player does.
import http from 'node:http';

const [, , base, ...tokens] = process.argv;
tokens.forEach((token, i) => {
  const req = http.get(`${base}/api/device/signage/stream`, {
    headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' },
    agent: false,
  });
  req.on('response', (res) => {
    res.setEncoding('utf8');
    res.on('data', (chunk) => {
      for (const m of chunk.matchAll(/^event: (\w+)$/gm)) {
        console.log(`${m[1]} ${i} ${Date.now()}`);
        if (m[1] === 'changed') reread(token, i);
      }
    });
  });
  req.on('error', (err) => console.log(`error ${i} ${err.message.replaceAll(' ', '_')}`));
});

function reread(token, i) {
  http.get(`${base}/api/device/signage/program`, { headers: { authorization: `Bearer ${token}` } }, (res) => {
    res.resume();
    res.on('end', () => console.log(`${res.statusCode === 200 ? 'program' : 'error'} ${i} ${Date.now()}`));
  });
}
