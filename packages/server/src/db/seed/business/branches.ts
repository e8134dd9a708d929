/** A branch of the company being seeded and its stock locations; sales leave from the first (default) one. */
export interface SeedBranch {
  id: number;
  /** Empty: the branch keeps no stock (no balances, no movements). */
  locaisEstoqueIds: readonly number[];
}
