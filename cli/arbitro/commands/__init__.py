"""Command groups: each module defines small typed functions and a ``register(app)``."""
