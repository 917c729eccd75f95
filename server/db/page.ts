/** LIMIT and OFFSET of one page of a list (the request layer's paging shape makes them, bounded). */
export interface Page {
  limit: number;
  offset: number;
}
