export interface FoundSecret {
  what: string;
  match: string;
  line: string;
}
export function findSecrets(log: string, extra?: readonly string[]): FoundSecret[];
