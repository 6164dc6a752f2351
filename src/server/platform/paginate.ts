/** A page request, as parsed by the shared `pageQuery`. */
export interface PageRequest {
  page: number;
  pageSize: number;
}

/** One page of rows and the total, read together: the shape every paged endpoint answers with. */
export async function paginate<T>(
  { page, pageSize }: PageRequest,
  rows: (limit: number, offset: number) => Promise<T[]>,
  total: () => Promise<{ total: number }[]>,
) {
  const [items, [{ total: count }]] = await Promise.all([rows(pageSize, (page - 1) * pageSize), total()]);
  return { items, total: count, page, pageSize };
}
