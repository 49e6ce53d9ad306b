// Signage players for bench/signage.mjs, in a process of their own: one push-stream connection per device token
// (argv: the server's address, then the tokens); prints `<event> <player> <ms since epoch>` for every event.
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
      for (const m of chunk.matchAll(/^event: (\w+)$/gm)) console.log(`${m[1]} ${i} ${Date.now()}`);
    });
  });
  req.on('error', (err) => console.log(`error ${i} ${err.message.replaceAll(' ', '_')}`));
});
