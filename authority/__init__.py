"""The Schema Authority and the task-group authorization server: not built yet."""
