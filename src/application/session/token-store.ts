/** A SimpleJWT token pair: `access` sent as Bearer, `refresh` to get a new access token. */
export interface TokenPair {
  access: string;
  refresh: string;
}

/** Where the session's tokens are kept between page loads (local storage in the browser). */
export interface TokenStore {
  read(): TokenPair | null;
  write(tokens: TokenPair): void;
  clear(): void;
}
