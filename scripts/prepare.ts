// Prepares the data a server needs before it starts; filled in by the data layer.
console.log('prepare: nothing to do yet');
