/**
 * One counter for every factory of a test process: each call of `next()` is a number no other factory call of
 * this process got, so codes, names and phone numbers made from it never collide within a database. `tag()` is
 * the same number in base 36, upper case (short codes: "F1Z").
 */
let counter = 0;
export const next = () => {
  counter += 1;
  return counter;
};
export const tag = () => next().toString(36).toUpperCase();
