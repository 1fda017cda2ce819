/**
 * The schema and general parse endpoints are served under `/api/v1/...` and the doubled `/api/v1/api/v1/...`
 * (service-api.md shows both): routes are declared once per prefix, inside the `/api/v1` scope.
 */
export const PATH_FORMS = ["", "/api/v1"] as const;

/** Operation ids of the doubled path form end in this. */
export const suffixOf = (prefix: string) => (prefix === "" ? "" : "DoublePrefix");
