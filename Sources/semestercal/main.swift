// Placeholder entry point while the commands are written.
