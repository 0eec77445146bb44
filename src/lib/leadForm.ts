/**
 * The hosted lead form's lifecycle, as pure data. The form counts as ready
 * only when its embed script has loaded and the form page itself has spoken
 * (LeadConnector's page posts "iframeLoaded", "fetch-query-params" and
 * iframe-resizer messages as it boots). A frame that only loads (an error
 * page, a captive portal) never speaks, so it falls back to the phone number
 * at the timeout. Ready and failed are final: a shown form is never swapped out.
 */

/** How long the hosted form may take before the visitor is asked to call instead. */
export const FORM_TIMEOUT_MS = 10_000;

export type FormStatus = 'waiting' | 'loading' | 'ready' | 'failed';
export type FailureReason = 'no-form-id' | 'script-failed' | 'timeout';

export interface FormState {
  readonly status: FormStatus;
  readonly scriptLoaded: boolean;
  readonly frameSpoke: boolean;
  readonly reason?: FailureReason;
}

export type FormEvent =
  | {readonly type: 'start'}
  | {readonly type: 'script-loaded'}
  | {readonly type: 'script-failed'}
  | {readonly type: 'frame-message'}
  | {readonly type: 'timeout'};

export function initialFormState(formId: string): FormState {
  return formId
    ? {status: 'waiting', scriptLoaded: false, frameSpoke: false}
    : {status: 'failed', scriptLoaded: false, frameSpoke: false, reason: 'no-form-id'};
}

export function formReducer(state: FormState, event: FormEvent): FormState {
  if (state.status === 'ready' || state.status === 'failed') return state;
  switch (event.type) {
    case 'start':
      return state.status === 'waiting' ? {...state, status: 'loading'} : state;
    case 'script-loaded':
      return settle({...state, scriptLoaded: true});
    case 'frame-message':
      return settle({...state, frameSpoke: true});
    case 'script-failed':
      return {...state, status: 'failed', reason: 'script-failed'};
    case 'timeout':
      return state.status === 'loading' ? {...state, status: 'failed', reason: 'timeout'} : state;
  }
}

function settle(state: FormState): FormState {
  return state.scriptLoaded && state.frameSpoke ? {...state, status: 'ready'} : state;
}

/** The form page's own messages: iframe-resizer strings and LeadConnector's [verb, ...] arrays. */
export function isFormMessage(data: unknown): boolean {
  if (typeof data === 'string') return data.startsWith('[iFrameSizer]');
  return Array.isArray(data) && typeof data[0] === 'string';
}

/**
 * A completed submission: LeadConnector's form posts
 * ["set-sticky-contacts", "_ud", <contact JSON>, <location id>, <submission id>]
 * once the lead is saved. Returns the submission id ("" when absent), or null.
 * The contact JSON is personal data and is never passed on.
 */
export function formSubmissionId(data: unknown): string | null {
  if (!Array.isArray(data) || data[0] !== 'set-sticky-contacts' || data[1] !== '_ud') return null;
  return typeof data[4] === 'string' ? data[4] : '';
}

/**
 * The iframe's attributes, as LeadConnector's embed code writes them. The id
 * must be unique on the page (iframe-resizer finds frames by id), so a second
 * form with the same form id (the home hero and the dialog) gets a suffix.
 */
export function formFrameAttributes(
  formId: string,
  name: string,
  height: number,
  instance = '',
): Record<string, string> {
  const frameId = `inline-${formId}${instance ? `-${instance}` : ''}`;
  return {
    id: frameId,
    'data-layout': "{'id':'INLINE'}",
    'data-trigger-type': 'alwaysShow',
    'data-trigger-value': '',
    'data-activation-type': 'alwaysActivated',
    'data-activation-value': '',
    'data-deactivation-type': 'neverDeactivate',
    'data-deactivation-value': '',
    'data-form-name': name,
    'data-height': String(height),
    'data-layout-iframe-id': frameId,
    'data-form-id': formId,
  };
}
