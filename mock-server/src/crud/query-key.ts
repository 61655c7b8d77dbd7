// The memo key of a view computed from a validated query (store.memo): a name and the query's parameters but the
// ones left out (the client's cache-buster `_t`, or the paging too). A parameter's type is fixed by the document
// (validation coerces to it), so a string value is written as it is and only other values as JSON.
export function queryKey(name: string, query: Record<string, unknown>, leftOut: readonly string[]): string {
  let key = name;
  for (const parameter in query) {
    if (leftOut.includes(parameter)) continue;
    const value = query[parameter];
    key += `&${parameter}=${typeof value === 'string' ? value : JSON.stringify(value)}`;
  }
  return key;
}
