import {
  formReducer,
  formSubmissionId,
  initialFormState,
  isFormMessage,
  type FormEvent,
  type FormState,
} from '@site/src/lib/leadForm';

const run = (...events: FormEvent['type'][]): FormState =>
  events.reduce((state, type) => formReducer(state, {type} as FormEvent), initialFormState('abc'));

describe('lead form lifecycle', () => {
  it('starts failed with no form id, waiting otherwise', () => {
    expect(initialFormState('')).toMatchObject({status: 'failed', reason: 'no-form-id'});
    expect(initialFormState('abc').status).toBe('waiting');
  });

  it.each([
    [['start', 'script-loaded', 'frame-message']],
    [['start', 'frame-message', 'script-loaded']],
  ] as FormEvent['type'][][][])('is ready after the script and the form page, in any order: %j', (events) => {
    expect(run(...events).status).toBe('ready');
  });

  it('is not ready on the script alone or the frame alone', () => {
    expect(run('start', 'script-loaded').status).toBe('loading');
    expect(run('start', 'frame-message').status).toBe('loading');
  });

  it('fails when the script fails, even if the frame spoke', () => {
    expect(run('start', 'frame-message', 'script-failed')).toMatchObject({status: 'failed', reason: 'script-failed'});
  });

  it('fails at the timeout only while loading', () => {
    expect(run('start', 'timeout')).toMatchObject({status: 'failed', reason: 'timeout'});
    expect(run('timeout').status).toBe('waiting');
  });

  it('never leaves ready or failed', () => {
    const ready = run('start', 'script-loaded', 'frame-message');
    for (const type of ['timeout', 'script-failed', 'start'] as const) {
      expect(formReducer(ready, {type})).toBe(ready);
    }
    const failed = run('start', 'timeout');
    expect(formReducer(failed, {type: 'frame-message'})).toBe(failed);
  });
});

describe('form page messages', () => {
  it('recognizes iframe-resizer and LeadConnector messages only', () => {
    expect(isFormMessage('[iFrameSizer]inline-abc:769:550:init')).toBe(true);
    expect(isFormMessage(['iframeLoaded'])).toBe(true);
    expect(isFormMessage('hello')).toBe(false);
    expect(isFormMessage({type: 'ready'})).toBe(false);
    expect(isFormMessage([42])).toBe(false);
  });

  it('reads a submission id from set-sticky-contacts _ud, and nothing else', () => {
    expect(formSubmissionId(['set-sticky-contacts', '_ud', '{}', 'LOC', 'sub-9'])).toBe('sub-9');
    expect(formSubmissionId(['set-sticky-contacts', '_ud', '{}'])).toBe('');
    expect(formSubmissionId(['set-sticky-contacts', 'embedded_iframe_x', 'x'])).toBeNull();
    expect(formSubmissionId(['fetch-query-params'])).toBeNull();
    expect(formSubmissionId('[iFrameSizer]x:1:1:init')).toBeNull();
  });
});
