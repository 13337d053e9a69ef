error 'localhost:99999' is not HOST:PORT (a port from 0 to 65535)
