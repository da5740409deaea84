export function clientPseudonym(client: string): string;
