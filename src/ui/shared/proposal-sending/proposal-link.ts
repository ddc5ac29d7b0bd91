/** Absolute URL of the public proposal page (`/comparacao-pdf/{code}`), on this site's origin. */
export function proposalLink(code: string): string {
  return `${window.location.origin}/comparacao-pdf/${code}`;
}
