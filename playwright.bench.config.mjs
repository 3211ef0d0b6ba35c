// Browser benchmarks (make bench): the same set-up as the tests, but only *.bench.mjs files.
import base from './playwright.config.mjs';
import { defineConfig } from '@playwright/test';

export default defineConfig({ ...base, testMatch: /.*\.bench\.mjs$/, timeout: 300_000 });
