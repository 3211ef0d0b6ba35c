// Browser benchmarks (make bench): the same set-up as the tests, but only *.bench.mjs files,
// one at a time (a second browser beside a benchmark would be in its figures).
import base from './playwright.config.mjs';
import { defineConfig } from '@playwright/test';

export default defineConfig({ ...base, testMatch: /.*\.bench\.mjs$/, workers: 1, timeout: 300_000 });
