// The demo accounts of emulator-data/ (documented in README). Emulator only: never real users.
export const demoLogins = [
  {
    role: 'parent',
    uid: 'demo-parent',
    name: 'Maja Lindqvist',
    email: 'parent@sprout.test',
    password: 'sprout-parent-1',
  },
  {
    role: 'admin',
    uid: 'demo-admin',
    name: 'Sprout Admin',
    email: 'admin@sprout.test',
    password: 'sprout-admin-1',
  },
];
