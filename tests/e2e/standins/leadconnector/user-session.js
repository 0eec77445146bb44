// Stand-in for services.leadconnectorhq.com/appengine/cors/js/user-session.js:
// the real one posts an attribution session to services.msgsndr.com on every load.
await fetch('https://services.msgsndr.com/attribution_service/user_session_v3/create_session', {
  method: 'POST',
  headers: {'Content-Type': 'application/json'},
  body: JSON.stringify({url: location.href, referrer: document.referrer}),
});
export {};
