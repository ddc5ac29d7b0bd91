/**
 * Where the expiration alert's skip date is kept (spec point 4: "the skip date is kept in
 * local storage and compared by day"): the Brasília day (`YYYY-MM-DD`) on which the user
 * dismissed the alert, per user, so another login on the same browser is not affected.
 */
export interface ExpirationSkipStore {
  /** The stored skip date for `userId` (`YYYY-MM-DD`, or an older ISO instant), or null. */
  read(userId: number): string | null;
  /** Stores `day` (`YYYY-MM-DD`) as the skip date of `userId`. */
  write(userId: number, day: string): void;
}
