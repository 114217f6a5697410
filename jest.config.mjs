import os from 'node:os';
import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

export default createJestConfig({
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}', '<rootDir>/data/**/*.test.ts', '<rootDir>/scripts/**/*.test.ts'],
  testPathIgnorePatterns: ['/node_modules/', '/out/', '/.next/', '/tests/e2e/'],
  // Every source file counts, imported by a test or not; demos and fixtures are content, checked elsewhere.
  collectCoverageFrom: [
    'src/**/*.{ts,tsx}',
    '!src/**/*.test.{ts,tsx}',
    '!src/**/fixtures/**',
  ],
  // Tests that type with userEvent take a few seconds on a busy 2-core machine: 5 s (Jest's default)
  // failed them there on time, not on behaviour.
  testTimeout: 20_000,
  // Jest's default leaves one core to its parent process, which mostly waits: one worker on CI's two cores.
  maxWorkers: Math.max(2, os.cpus().length - 1),
  coverageReporters: ['text-summary'],
  // The floor is today's level: raise it when coverage rises, never lower it.
  coverageThreshold: { global: { statements: 84.5, branches: 84.3, functions: 81.5, lines: 85.8 } },
  // translations.json?<section>: another webpack module of the file for an on-demand part's chunk (any
  // section: a new part's strings need no entry here).
  moduleNameMapper: { '^(.+translations\\.json)\\?\\w+$': '$1' },
});
