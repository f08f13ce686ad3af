// Stripe's SDK sends form bodies and query strings in bracket notation
// (items[0][price]=x&expand[0]=y&metadata[club]=mesc); the fake API reads them back into objects.

type Node = { [key: string]: Node | string };

function arraysFromNumericKeys(node: Node | string): unknown {
  if (typeof node === 'string') return node;
  const keys = Object.keys(node);
  const converted = Object.fromEntries(keys.map((k) => [k, arraysFromNumericKeys(node[k])]));
  if (keys.length > 0 && keys.every((k) => /^\d+$/.test(k))) {
    return keys.sort((a, b) => Number(a) - Number(b)).map((k) => converted[k]);
  }
  return converted;
}

export function parseFormBody(text: string): Record<string, unknown> {
  const root: Node = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const path = [key.split('[')[0], ...[...key.matchAll(/\[([^\]]*)\]/g)].map((m) => m[1])];
    let node = root;
    for (const segment of path.slice(0, -1)) {
      if (typeof node[segment] !== 'object') node[segment] = {};
      node = node[segment] as Node;
    }
    node[path[path.length - 1]] = value;
  }
  return arraysFromNumericKeys(root) as Record<string, unknown>;
}
