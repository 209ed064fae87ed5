type Tree = { [key: string]: string | Tree };

/**
 * Turns { 'auth.login.title': 'Sign in' } into { auth: { login: { title: 'Sign in' } } } so setup
 * translations given with dotted keys override the nested built-in ones. A key that would replace a
 * whole branch (or sit below a plain text) is skipped rather than breaking the tree.
 */
export function unflatten(flat: Record<string, string>): Tree {
  const root: Tree = {};
  for (const [key, value] of Object.entries(flat)) {
    if (typeof value !== 'string') continue;
    const parts = key.split('.').filter(Boolean);
    if (parts.length === 0) continue;
    let node: Tree = root;
    let blocked = false;
    for (const part of parts.slice(0, -1)) {
      const next = node[part];
      if (next === undefined) node = node[part] = {};
      else if (typeof next === 'string') {
        blocked = true;
        break;
      } else node = next;
    }
    const last = parts[parts.length - 1];
    if (!blocked && typeof node[last] !== 'object') node[last] = value;
  }
  return root;
}
