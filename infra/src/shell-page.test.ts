import { describe, expect, it } from 'vitest';
import { withBodyEndTag, withHeadTags, withWideLayout } from './shell-page.ts';

describe('tags written into the shell page', () => {
  it('preload hints go at the end of the head', () => {
    expect(withHeadTags('<html><head><title>x</title></head><body></body></html>', '<link>')).toBe('<html><head><title>x</title><link></head><body></body></html>');
    expect(withHeadTags('<html></html>', '<link>')).toBe('<html></html>');
  });

  it('the boot data goes at the end of the body, after the header drawn for the first paint', () => {
    expect(withBodyEndTag('<html><body><header></header></body></html>', '<x>')).toBe('<html><body><header></header><x></body></html>');
    expect(withBodyEndTag('<p>no body</p>', '<x>')).toBe('<p>no body</p><x>');
  });

  it('a game page is marked wide on its root element, keeping the language', () => {
    expect(withWideLayout('<!doctype html>\n<html lang="de-CH">\n<head></head></html>')).toBe('<!doctype html>\n<html data-layout="wide" lang="de-CH">\n<head></head></html>');
  });
});
