/**
 * Merges the backend's translation strings (`GET /api/strings`, flat dotted keys) into the bundled
 * messages. Bundled messages win where a key would replace a whole group, so a stray backend key can
 * never erase the UI's own texts.
 */
export type Messages = { [key: string]: string | Messages };

export function mergeBackendStrings(messages: Messages, strings: Record<string, string>): Messages {
  const merged: Messages = structuredClone(messages);
  for (const [key, value] of Object.entries(strings)) {
    const path = key.split('.').filter(Boolean);
    const leaf = path.pop();
    if (!leaf) continue;
    let node: Messages = merged;
    let blocked = false;
    for (const part of path) {
      const next = node[part];
      if (next === undefined) node[part] = {};
      else if (typeof next === 'string') {
        blocked = true;
        break;
      }
      node = node[part] as Messages;
    }
    if (!blocked && typeof node[leaf] !== 'object') node[leaf] = value;
  }
  return merged;
}
