/** The cook's screens (spec 01 §2): the phone path, which loads only the cook's messages and chunks. */
export const COOK_PATHS = {
  cook: /^\/cook\/[^/]+\/?$/,
  join: /^\/join\/?$/,
  skills: /^\/skills\/[^/]+\/?$/,
} as const;

export const isCookScreen = (pathname: string): boolean => Object.values(COOK_PATHS).some((path) => path.test(pathname));
