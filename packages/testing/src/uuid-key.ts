/** Ids are uuid columns: the database compares them whatever their letter case. */
export const uuidKey = (id: string): string => id.toLowerCase();
