// Without one of its own, Turbopack would take the app's src/instrumentation.ts (the app's start-up, with its database).
export function register() {}
