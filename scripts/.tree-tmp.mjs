import { readFileSync } from 'node:fs';
import { parseDocument } from 'htmlparser2';

const h = readFileSync(process.argv[2], 'utf8');
const doc = parseDocument(h, { withStartIndices: true, withEndIndices: true });
const maxDepth = Number(process.argv[3] ?? 4);
function walk(node, depth, path) {
  for (const c of node.children ?? []) {
    if (c.type !== 'tag' && c.type !== 'script' && c.type !== 'style') continue;
    const size = c.endIndex - c.startIndex + 1;
    const label = `${c.name}${c.attribs.id ? '#' + c.attribs.id : ''}${c.attribs.class ? '.' + c.attribs.class.split(' ').slice(0, 3).join('.') : ''}${c.attribs['aria-label'] ? '[' + c.attribs['aria-label'] + ']' : ''}${c.attribs['component-url'] ? '{' + c.attribs['component-url'] + '}' : ''}`;
    if (size > Number(process.argv[4] ?? 2000)) {
      console.log(' '.repeat(depth * 2) + size + ' ' + label);
      if (depth < maxDepth) walk(c, depth + 1);
    }
  }
}
walk(doc, 0);
