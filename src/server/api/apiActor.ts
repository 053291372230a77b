/** Who the API key acts as: written into creator and last-modifier fields of what it changes. */
export const API_KEY_ACTOR = { id: 'console-api', name: 'Console API', email: null } as const;

export const creatorFields = () => ({
  creatorID: API_KEY_ACTOR.id,
  creatorName: API_KEY_ACTOR.name,
  creatorEmail: API_KEY_ACTOR.email,
});

export const lastModifierFields = () => ({
  lastModifierID: API_KEY_ACTOR.id,
  lastModifierName: API_KEY_ACTOR.name,
  lastModifierEmail: API_KEY_ACTOR.email,
});
