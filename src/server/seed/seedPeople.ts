/** Someone who creates and edits records. A null email is an account without one (a contractor or an API key). */
export interface Person {
  id: string;
  name: string;
  email: string | null;
}

/** A person whose email is known: reviewers, owners, and the creators of records whose spec forbids a null email. */
export interface PersonWithEmail extends Person {
  email: string;
}

const DOMAIN = 'larkspur.example';

const withEmail = (id: string, name: string, local: string): PersonWithEmail => ({
  id,
  name,
  email: `${local}@${DOMAIN}`,
});

export const maya = withEmail('GeUuZeI5J1NK72vN0RJll5', 'Maya Chen', 'maya.chen');
export const daniel = withEmail('LNzYLjxeimBq5JWxDH9EHx', 'Daniel Okafor', 'daniel.okafor');
export const priya = withEmail('GB9Jzbm4Vtk96ZEQf0TU44', 'Priya Raman', 'priya.raman');
export const lukas = withEmail('dqlwqtrUxSFyJ4PiWh0YLL', 'Lukas Brandt', 'lukas.brandt');
export const sofia = withEmail('IKSMxNOxwUygVCPwfbbyfD', 'Sofía Álvarez', 'sofia.alvarez');
export const kenji = withEmail('l1vRltzNtt5bVATXe41ddf', 'Kenji Watanabe', 'kenji.watanabe');
export const amara = withEmail('Bbmq4o5vZFtErBT1r1oOQ9', 'Amara Nwosu', 'amara.nwosu');
export const tom = withEmail('5t5GKTRZPoO8ymz9dChZpI', "Tom O'Brien", 'tom.obrien');
export const ravi = withEmail('ehdJVwTinWeoL1Tmg1jzPR', 'Ravi Patel', 'ravi.patel');
export const hannah = withEmail('UrjzsAPZwDiq2hF4AJXp7K', 'Hannah Schmidt', 'hannah.schmidt');
/** A contractor whose account has no email on file. */
export const zoe: Person = { id: 'QqVzyF5jGPJ9fm7E5UsuBV', name: 'Zoë Laurent', email: null };
/** Changes made through the Console API with the CI pipeline's key carry no email. */
export const ciKey: Person = { id: 'kKSIEchkUioA6ODsR4Dr4x', name: 'Release pipeline (CI key)', email: null };

export const PEOPLE_WITH_EMAIL: readonly PersonWithEmail[] = [
  maya,
  daniel,
  priya,
  lukas,
  sofia,
  kenji,
  amara,
  tom,
  ravi,
  hannah,
];
export const EVERYONE: readonly Person[] = [...PEOPLE_WITH_EMAIL, zoe, ciKey];
