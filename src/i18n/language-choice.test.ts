import { describe, expect, it } from 'vitest';
import {
  browserLanguage,
  chooseLanguage,
  chosenLanguage,
  startingLanguage,
  userLanguage,
} from './language-choice';

/** A device's localStorage, kept in a map. */
function storage() {
  const kept = new Map<string, string>();
  return {
    getItem: (k: string) => kept.get(k) ?? null,
    setItem: (k: string, v: string) => void kept.set(k, v),
    removeItem: (k: string) => void kept.delete(k),
  };
}

describe("the app's language on a device", () => {
  it("follows the browser's first language the app has, else English", () => {
    expect(browserLanguage(['es-ES', 'en-GB'])).toBe('es');
    expect(browserLanguage(['de-DE', 'ES'])).toBe('es');
    expect(browserLanguage(['fr-FR', 'de'])).toBe('en');
    expect(browserLanguage([])).toBe('en');
    expect(startingLanguage(storage(), ['es-MX'])).toBe('es');
  });

  it("starts in the language last chosen on the device, whatever the browser's", () => {
    const device = storage();
    chooseLanguage('es', 7, device);
    expect(startingLanguage(device, ['en-GB'])).toBe('es');
    chooseLanguage('en', 7, device);
    expect(startingLanguage(device, ['es-ES'])).toBe('en');
  });

  it("goes back to the browser's language when the choice is the browser's", () => {
    const device = storage();
    chooseLanguage('en', 7, device);
    chooseLanguage(null, 7, device);
    expect(chosenLanguage(7, device)).toBeNull();
    expect(startingLanguage(device, ['es-ES'])).toBe('es');
  });

  it('keeps each user their own choice; one who never chose keeps what the device shows', () => {
    const device = storage();
    chooseLanguage('es', 7, device);
    chooseLanguage('en', 8, device);
    expect(userLanguage(7, 'en', device)).toBe('es');
    expect(userLanguage(8, 'es', device)).toBe('en');
    expect(userLanguage(9, 'es', device)).toBe('es');
    expect(userLanguage(9, 'en', device)).toBe('en');
  });

  it('ignores a stored value that is no language of the app', () => {
    const device = storage();
    device.setItem('seaworthy.language', 'xx');
    expect(chosenLanguage(undefined, device)).toBeNull();
    expect(startingLanguage(device, ['en'])).toBe('en');
  });
});
