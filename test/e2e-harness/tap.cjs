// A passive recorder, preloaded into every node process the harness starts (NODE_OPTIONS
// --require): in a waymark hook process it keeps a copy of what the harness wrote on stdin and
// what waymark answered on stdout, and saves both at exit. It changes no byte of either. Every other
// node process (Qwen Code and Copilot run on node themselves) is left alone. It wraps only what
// waymark's edge uses (fs.read on fd 0 or process.stdin's push, fs.writeSync on fd 1); touching process.stdout would
// create a stream over the pipe and could change its blocking mode.
'use strict';
const fs = require('node:fs');
const path = require('node:path');

const dir = process.env.WAYMARK_E2E_TAP;
// A hook process: the entry itself, or `waymark dispatch …` (a project install's PATH form).
const hook =
  /dispatch\.cjs$/.test(process.argv[1] || '') || (/[\\/]waymark(\.cjs)?$/.test(process.argv[1] || '') && process.argv[2] === 'dispatch');
if (dir && hook) {
  const started = Date.now();
  const stdin = [];
  const stdout = [];
  const { read, writeSync } = fs;
  fs.read = function (...args) {
    const [fd, buffer, offset, length, position, callback] = args;
    if (fd !== 0) return read.apply(this, args);
    return read.call(this, fd, buffer, offset, length, position, (error, count, data) => {
      if (!error && count > 0) stdin.push(Buffer.from(buffer.subarray(offset, offset + count)));
      callback(error, count, data);
    });
  };
  // The hook entry may read stdin as a stream (src/edge/edge.ts): what the stream is pushed is recorded too.
  // Reading process.stdin here only creates the stream object; nothing is read until waymark reads.
  const input = process.stdin;
  const push = input.push;
  input.push = function (...args) {
    const [chunk] = args;
    if (chunk) stdin.push(Buffer.from(chunk));
    return push.apply(this, args);
  };
  fs.writeSync = function (...args) {
    const [fd, data] = args;
    const written = writeSync.apply(this, args);
    if (fd === 1) stdout.push(Buffer.from(typeof data === 'string' ? data : data.subarray(0, written)));
    return written;
  };
  process.on('exit', (code) => {
    const record = {
      argv: process.argv.slice(2),
      started,
      ended: Date.now(),
      exitCode: code,
      stdin: Buffer.concat(stdin).toString('utf8'),
      stdout: Buffer.concat(stdout).toString('utf8'),
    };
    fs.writeFileSync(path.join(dir, `${started}-${process.pid}.json`), JSON.stringify(record));
  });
}
