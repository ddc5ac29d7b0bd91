/**
 * Where the profile use cases keep a logo, as ports: the stored image's files and the
 * normalization of an upload. The server's are in ../media/ (files under `DATA_DIR/media/logos/`,
 * sharp re-encoding), wired by accounts.module.ts; the fake back end keeps a `data:` URL and
 * checks the upload by its content. Node-only work stays behind these, so the use cases run in
 * a browser too (docs/decisions/2026-11-28-fakes-run-server-use-cases.md).
 */

/** A logo file's extension as stored. */
export type LogoExtension = 'png' | 'jpg';

/** The stored logos. A path is what `users.logo_path` keeps (the server: `logos/<random>.png`). */
export interface LogoFiles {
  /** Stores the image's bytes; answers the new logo's path (never one in use). */
  save(bytes: Uint8Array, extension: LogoExtension): Promise<string>;
  /**
   * Removes a logo this port saved; a path it did not save (an imported or external one) or
   * one already gone is left alone. Never rejects: a file left behind is not the caller's failure.
   */
  remove(logoPath: string): Promise<void>;
}

/**
 * An upload as it may be stored: `ok` with the bytes to keep and their extension, or
 * `refused` with the pt-BR field message of `logo` (src/domain/accounts/logo.ts LOGO_MESSAGES).
 */
export type NormalizedLogo = { kind: 'ok'; bytes: Uint8Array; extension: LogoExtension } | { kind: 'refused'; message: string };

/** Turns an uploaded file's bytes into the logo to store, or refuses it (the server: ../media/logo-image.ts). */
export type NormalizeLogo = (bytes: Uint8Array) => Promise<NormalizedLogo>;
