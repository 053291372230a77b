/** A person as "Name (email)", or whichever of the two is known (emails may be null). */
export function PersonText({ name, email }: { name: string | null | undefined; email: string | null | undefined }) {
  if (name && email) return <span>{`${name} (${email})`}</span>;
  return <span>{name ?? email ?? 'Unknown'}</span>;
}
