import * as v from 'valibot';

// The numbers the API's answers carry, checked one way everywhere.

/** A whole number of things (rows, answers, users): never negative. */
export const count = v.pipe(v.number(), v.integer(), v.minValue(0));

/** An amount of money or a rate: Postgres numeric columns may travel as strings ('1234.50'); both become numbers. */
export const amount = v.union([
  v.pipe(v.number(), v.finite()),
  v.pipe(v.string(), v.decimal(), v.transform(Number)),
]);
