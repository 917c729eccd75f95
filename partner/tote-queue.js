// The Tote queue snippet (docs/embedding.md): calls made before Tote's script has
// loaded are queued and run, in order, as soon as it loads.
window.Tote =
  window.Tote ||
  function () {
    (Tote.q = Tote.q || []).push(arguments);
  };
