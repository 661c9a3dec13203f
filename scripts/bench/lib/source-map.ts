import fs from 'node:fs';
import { gzipSize } from './web-build';

/**
 * Which packages the bytes of built chunks come from, read from their source maps (a build with
 * `--sourcemap hidden` emits the same JavaScript plus .map files). Each stretch of generated code belongs to the
 * source its mapping segment points at; stretches without a source are bundler glue.
 */

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const DIGIT = new Map([...BASE64].map((char, index) => [char, index]));

function decodeVlq(segment: string): number[] {
  const values: number[] = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = DIGIT.get(char);
    if (digit === undefined) throw new Error(`Bad source map character ${char}`);
    value += (digit & 31) << shift;
    if (digit & 32) shift += 5;
    else {
      values.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return values;
}

/** `node_modules/antd/es/form/Form.js` -> `antd`; app sources -> `apps/web/src`, `packages/contracts`. */
export function packageOf(source: string, depth = 0): string {
  const s = source.replace(/\\/g, '/');
  const at = s.lastIndexOf('node_modules/');
  if (at >= 0) {
    const parts = s.slice(at + 'node_modules/'.length).split('/');
    const name = parts[0]!.startsWith('@') ? parts.slice(0, 2) : parts.slice(0, 1);
    const folders = parts.slice(name.length, -1).slice(0, depth);
    return [...name, ...folders].join('/');
  }
  for (const local of ['apps/web/src', 'packages/contracts']) {
    const i = s.indexOf(`${local}/`);
    if (i >= 0) {
      const folders = s
        .slice(i + local.length + 1)
        .split('/')
        .slice(0, -1)
        .slice(0, depth);
      return [local, ...folders].join('/');
    }
  }
  return s.startsWith('\0') || !s.includes('/') ? '(bundler runtime)' : s;
}

export type Share = { name: string; bytes: number; gzip: number };

/** Bytes per package (depth 0) or per package folder (depth 1, 2) over the given chunks. */
export function attribute(chunks: { file: string; code: string; mapFile?: string }[], depth = 0): Share[] {
  const pieces = new Map<string, string[]>();
  const add = (name: string, text: string) => {
    if (!text) return;
    const list = pieces.get(name) ?? [];
    list.push(text);
    pieces.set(name, list);
  };
  for (const { file, code, mapFile } of chunks) {
    if (!mapFile || !fs.existsSync(mapFile)) {
      add(/rolldown-runtime|preload-helper/.test(file) ? '(bundler runtime)' : `(no source map: ${file})`, code);
      continue;
    }
    const map = JSON.parse(fs.readFileSync(mapFile, 'utf8')) as { sources: string[]; mappings: string };
    const groups = map.sources.map((source) => packageOf(source, depth));
    const lines = code.split('\n');
    const mappingLines = map.mappings.split(';');
    let sourceIndex = 0;
    lines.forEach((line, lineNo) => {
      const segments: { col: number; source?: number }[] = [];
      let col = 0;
      for (const raw of (mappingLines[lineNo] ?? '').split(',')) {
        if (!raw) continue;
        const fields = decodeVlq(raw);
        col += fields[0]!;
        if (fields.length >= 4) {
          sourceIndex += fields[1]!;
          segments.push({ col, source: sourceIndex });
        } else segments.push({ col });
      }
      add('(bundler runtime)', line.slice(0, segments[0]?.col ?? line.length));
      segments.forEach((segment, i) => {
        const text = line.slice(segment.col, segments[i + 1]?.col ?? line.length);
        add(segment.source === undefined ? '(bundler runtime)' : (groups[segment.source] ?? '(unknown)'), text);
      });
    });
  }
  return [...pieces.entries()]
    .map(([name, texts]) => {
      const joined = texts.join('');
      return { name, bytes: Buffer.byteLength(joined), gzip: gzipSize(joined) };
    })
    .sort((a, b) => b.bytes - a.bytes);
}
