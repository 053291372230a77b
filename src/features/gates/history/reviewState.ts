/** How a review state reads and its colour: known states in words, any other shown as the service sends it. */
export function reviewStateLabel(status: string): { label: string; color: string } {
  const known: Record<string, { label: string; color: string }> = {
    APPROVED: { label: 'Approved', color: 'green' },
    PENDING_REVIEW: { label: 'Pending review', color: 'yellow' },
    REJECTED: { label: 'Rejected', color: 'red' },
    CHANGES_REQUESTED: { label: 'Changes requested', color: 'orange' },
  };
  return known[status] ?? { label: status, color: 'gray' };
}
