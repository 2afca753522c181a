/**
 * Reads a query again because something it depends on changed (a live event). react-query hands a
 * refetch asked for while the query's first answer is still on its way that same answer, read
 * before the change: a host who opened the page while the plan was being made saw no stall banner
 * until something else changed. The answer on its way is cancelled first, so the one that comes
 * was asked for after the change.
 */
export async function readAgain(query: { cancel(): Promise<void>; refetch(): Promise<unknown> }): Promise<void> {
  await query.cancel();
  await query.refetch();
}
