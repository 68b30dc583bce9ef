// Downloads one CSV export as a browser would (gzip, decoded as it arrives) and counts its lines with a native scan,
// in a process of its own: `node export-client.mjs <json {url, headers}>` prints {lines, seconds}, timed from the
// request to the last byte. The bench process, which by then has run every other section's work, downloaded the
// 1,000,000-row export at a third of the rate a fresh client gets from the same gateway (its own CPU the bottleneck,
// not the gateway's or the database's), as the load generator found for request timings (load.mjs).
const { url, headers } = JSON.parse(process.argv[2]);
const started = process.hrtime.bigint();
const res = await fetch(url, { headers });
if (!res.ok) {
  console.error(`CSV export answered ${res.status}`);
  process.exit(1);
}
let lines = 0;
for await (const chunk of res.body) {
  for (let at = chunk.indexOf(10); at !== -1; at = chunk.indexOf(10, at + 1)) lines += 1;
}
const seconds = Number(process.hrtime.bigint() - started) / 1e9;
console.log(JSON.stringify({ lines, seconds }));
