// Seeded demo accounts of the Steam sandbox, one per kind of user, so each role
// can be tried with one click. The accounts module seeds their roles.

export const demoPersonas = [
  { steamId: '76561198000000101', personaName: 'RookieRooster', role: 'trial', description: 'Free trial player' },
  { steamId: '76561198000000102', personaName: 'GoldenGoose', role: 'premium', description: 'Premium player' },
  { steamId: '76561198000000103', personaName: 'HenHouseAdmin', role: 'admin', description: 'Admin' },
] as const;

export type DemoPersona = (typeof demoPersonas)[number];
export type DemoPersonaRole = DemoPersona['role'];

export const findDemoPersona = (steamId: string): DemoPersona | undefined => demoPersonas.find((p) => p.steamId === steamId);
