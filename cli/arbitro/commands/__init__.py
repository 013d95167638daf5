"""Command groups: each module defines small typed functions, one per command; the registry
(name -> "module:function") is :data:`arbitro.app.COMMANDS`."""
