/** The first value of a query parameter, or undefined. */
export function queryString(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}
