// Runs before first paint. The key and values match STORAGE_KEYS.theme and src/lib/theme.ts (a test checks it).
(function () {
  try {
    var key = 'theme';
    var cookie = document.cookie.match(new RegExp('(?:^|; )' + key + '=([^;]*)'));
    var theme = window.localStorage.getItem(key) || (cookie && decodeURIComponent(cookie[1])) || 'system';
    var dark = theme === 'dark' || (theme === 'system' && window.matchMedia('(prefers-color-scheme: dark)').matches);
    document.documentElement.classList.toggle('dark', dark);
    document.documentElement.style.colorScheme = dark ? 'dark' : 'light';
  } catch {
    // Storage can be blocked (private mode); the light theme is the safe default.
  }
})();
